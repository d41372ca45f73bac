/** The API's answer envelope, as both the server and the browser read it. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  error: unknown;
  data: T;
}
