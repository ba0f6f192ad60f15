'use client'

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

import { formatExactAmount } from '../../content/money'
import type { DailyPoint } from '../../reports/overview'

/** The chart's figures are euros (not cents), stated to the cent like every staff figure. */
const euros = (value: number) => formatExactAmount(Math.round(value * 100))
/** '2026-11-25' → '25/11' */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`

/** Daily sales and refunds (net of VAT) of the business overview, drawn with Recharts. */
export function SalesChart({ data, labelledBy }: { data: DailyPoint[]; labelledBy: string }) {
  return (
    <div role="img" aria-labelledby={labelledBy} style={{ width: '100%', height: 240 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={dayMonth} minTickGap={16} fontSize={12} />
          <YAxis tickFormatter={(v: number) => euros(v)} width={80} fontSize={12} />
          <Tooltip formatter={(v) => euros(Number(v))} labelFormatter={(d) => dayMonth(String(d))} />
          <Legend />
          <Bar dataKey="sales" name="Ventas" fill="#2f6f4e" isAnimationActive={false} />
          <Bar dataKey="refunds" name="Reembolsos" fill="#b8432f" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
