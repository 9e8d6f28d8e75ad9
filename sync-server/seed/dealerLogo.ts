const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A dealer's logo: a rounded badge in the brand's colour with the brand's initial, as an SVG data URI. */
export function dealerLogo(brand: string, colour: string): string {
  const initial = escapeXml(brand.trim().charAt(0).toUpperCase());
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">` +
    `<rect width="96" height="96" rx="22" fill="${escapeXml(colour)}"/>` +
    `<circle cx="48" cy="48" r="33" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="3"/>` +
    `<text x="48" y="49" dominant-baseline="central" text-anchor="middle" fill="#ffffff" ` +
    `font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="700">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
