/**
 * A refusal the person should read (a checkout, a certificate, a refund…): HTTP status, toast title and
 * Spanish message. Endpoints answer it as that status (src/endpoints/helpers.ts); anything else is a 500.
 */
export class Refused extends Error {
  constructor(
    public status: number,
    public title: string,
    message: string,
  ) {
    super(message)
    this.name = 'Refused'
  }
}
