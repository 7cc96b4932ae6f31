/** A ready JSON answer: status and body (text, or the UTF-8 bytes of a stored answer). */
export interface JsonAnswer {
  status: number;
  body: string | Buffer;
}
