/** An SVG drawn by the server (a QR code) as an image address: the pages' CSP allows img-src data:. */
export const svgImageUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
