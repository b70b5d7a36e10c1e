import type * as QRCode from 'qrcode';

type QRCodeModule = typeof QRCode;

/**
 * `qrcode` on first use: only the share panel needs it, so it stays out of every other page
 * (docs/decisions/008-first-load.md). It is CommonJS: depending on the bundler its functions
 * sit on the module namespace or on its `default`.
 */
async function loadQRCode(): Promise<QRCodeModule> {
  const loaded: QRCodeModule & { default?: QRCodeModule } = await import('qrcode');
  return loaded.default ?? loaded;
}

/** The QR code of `url` as an SVG data URL, for an <img>. */
export async function qrCodeSvgSrc(url: string): Promise<string> {
  const svg = await (await loadQRCode()).toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Saves the QR code of `url` as a 1024 px PNG, big enough to print. */
export async function downloadQrCodePng(url: string, fileName: string): Promise<void> {
  const dataUrl = await (await loadQRCode()).toDataURL(url, { width: 1024 });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.click();
}
