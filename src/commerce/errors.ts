/** A refusal the buyer should read: HTTP status, toast title and Spanish message. */
export class CommerceError extends Error {
  constructor(
    public status: number,
    public title: string,
    message: string,
  ) {
    super(message)
    this.name = 'CommerceError'
  }
}
