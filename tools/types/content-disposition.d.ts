declare module 'content-disposition' {
  interface ContentDispositionOptions {
    /** `attachment` (the default) or `inline`. */
    type?: string;
    /** The ISO-8859-1 `filename=` for old clients beside `filename*=`; true makes one, false leaves it out. */
    fallback?: string | boolean;
  }

  /** A Content-Disposition header value (RFC 6266), with `filename*` (RFC 5987) where the name needs it. */
  function contentDisposition(filename?: string, options?: ContentDispositionOptions): string;

  namespace contentDisposition {
    /** Reads a Content-Disposition header: its type and parameters (`filename` from `filename*` when present). */
    function parse(header: string): { type: string; parameters: Record<string, string> };
  }

  export = contentDisposition;
}
