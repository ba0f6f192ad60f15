/**
 * robots.txt as RFC 9309 reads it, for one question: may this crawler fetch this path?
 * A crawler obeys the groups that name its product token (case-insensitively; several such groups are
 * merged), or else the `*` groups, or else nothing (allowed). Within the rules it obeys, the longest
 * matching path wins; on a tie `Allow` wins. `*` matches any run of characters, `$` the end of the path.
 */

interface Rule {
  allow: boolean
  path: string
}

interface Group {
  agents: string[]
  rules: Rule[]
}

export function parseRobots(text: string): Group[] {
  const groups: Group[] = []
  let current: Group | null = null
  let lastWasAgent = false
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, '').trim()
    const colon = line.indexOf(':')
    if (colon === -1) continue
    const field = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (field === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] }
        groups.push(current)
      }
      current.agents.push(value.toLowerCase())
      lastWasAgent = true
    } else if (field === 'allow' || field === 'disallow') {
      lastWasAgent = false
      // An empty Disallow allows everything: no rule.
      if (current && value) current.rules.push({ allow: field === 'allow', path: value })
    } else {
      // Sitemap and unknown lines do not end a group of user-agent lines.
    }
  }
  return groups
}

function matches(pattern: string, path: string) {
  const anchored = pattern.endsWith('$')
  const parts = (anchored ? pattern.slice(0, -1) : pattern).split('*')
  if (!path.startsWith(parts[0])) return false
  let at = parts[0].length
  for (const part of parts.slice(1)) {
    const found = path.indexOf(part, at)
    if (found === -1) return false
    at = found + part.length
  }
  if (!anchored) return true
  // With '$', the last part must end the path (a later occurrence may, when the pattern has a '*').
  const last = parts.at(-1) ?? ''
  return parts.length > 1 ? path.endsWith(last) && path.length - last.length >= at - last.length : path === parts[0]
}

/** Whether `agent` (a product token such as GPTBot) may fetch `path` under these rules. */
export function robotsAllows(groups: Group[], agent: string, path: string): boolean {
  const token = agent.toLowerCase()
  let chosen = groups.filter((g) => g.agents.includes(token))
  if (chosen.length === 0) chosen = groups.filter((g) => g.agents.includes('*'))
  let best: Rule | null = null
  for (const rule of chosen.flatMap((g) => g.rules)) {
    if (!matches(rule.path, path)) continue
    const length = rule.path.replace(/\$$/, '').length
    const bestLength = best ? best.path.replace(/\$$/, '').length : -1
    if (length > bestLength || (length === bestLength && rule.allow && !best?.allow)) best = rule
  }
  return best ? best.allow : true
}
