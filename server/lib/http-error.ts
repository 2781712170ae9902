/** An error with an HTTP status; the API answers { message, data? } so the client shows data.message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}
