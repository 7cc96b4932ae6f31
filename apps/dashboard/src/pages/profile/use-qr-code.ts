import { useEffect, useState } from 'react';

export type QrCodeState = { status: 'making' } | { status: 'ready'; svg: string } | { status: 'failed' };

/** Width of the saved PNG, in pixels: large enough to print on a poster. */
const PNG_WIDTH = 1024;

const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The `qrcode` package, loaded on first use in its own chunk so the dashboard's first download does not carry it. */
async function loadQrCode() {
  const loaded = await import('qrcode');
  return loaded.default ?? loaded;
}

/** The QR code of `url` as an SVG `data:` URL (shown on the page, and saved as the .svg file). */
export function useQrCode(url: string): QrCodeState {
  const [state, setState] = useState<{ url: string; value: QrCodeState }>({ url, value: { status: 'making' } });

  useEffect(() => {
    let current = true;
    setState({ url, value: { status: 'making' } });
    qrCodeSvg(url).then(
      (svg) => current && setState({ url, value: { status: 'ready', svg } }),
      (error: unknown) => {
        console.error('The QR code could not be made', error);
        if (current) setState({ url, value: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [url]);

  // Never the code of an address shown before (while the new one is being made).
  return state.url === url ? state.value : { status: 'making' };
}

export async function qrCodeSvg(url: string): Promise<string> {
  const svg = await (await loadQrCode()).toString(url, { ...OPTIONS, type: 'svg' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The QR code of `url` as a PNG `data:` URL, made only when the admin asks for the file. */
export async function qrCodePng(url: string): Promise<string> {
  return (await loadQrCode()).toDataURL(url, { ...OPTIONS, type: 'image/png', width: PNG_WIDTH });
}
