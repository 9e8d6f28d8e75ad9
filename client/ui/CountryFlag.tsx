import type { Country } from '../../domain/dealers/dealer.ts';

const MAPLE_LEAF =
  'M12 2.2l-1 1.9c-.1.2-.3.2-.5.1l-.8-.4.5 2.7c.1.5-.2.5-.4.2l-1-1.2-.2.7c0 .1-.1.2-.3.1l-1.2-.3.4 1.4c.1.3 0 .5-.2.6' +
  'l-.4.2 2.2 1.8c.2.2.2.3.2.5l-.2.6c.8-.1 1.5-.2 2.3-.3.1 0 .3.1.3.2l-.1 2.4h.4l-.1-2.4c0-.1.1-.2.3-.2' +
  '.8.1 1.5.2 2.3.3l-.2-.6c-.1-.2 0-.3.2-.5l2.2-1.8-.4-.2c-.2-.1-.3-.3-.2-.6l.4-1.4-1.2.3c-.1 0-.2 0-.3-.1l-.2-.7-1 1.2' +
  'c-.2.3-.5.3-.4-.2l.5-2.7-.8.4c-.2.1-.4.1-.5-.1z';

/** The flag of a dealer's or customer's country, drawn inline (no image host, no emoji font needed). */
export function CountryFlag({ country }: { country: Country }) {
  if (country === 'canada') {
    return (
      <svg className="flag" viewBox="0 0 24 12" role="img" aria-label="Canada">
        <rect width="24" height="12" fill="#fff" />
        <rect width="6" height="12" fill="#d52b1e" />
        <rect x="18" width="6" height="12" fill="#d52b1e" />
        <path d={MAPLE_LEAF} fill="#d52b1e" transform="translate(4.8 0) scale(0.6)" />
      </svg>
    );
  }
  return (
    <svg className="flag" viewBox="0 0 19 10" role="img" aria-label="United States">
      <rect width="19" height="10" fill="#b22234" />
      {[1, 3, 5, 7, 9].map((row) => (
        <rect key={row} y={(row * 10) / 13} width="19" height={10 / 13} fill="#fff" />
      ))}
      <rect y={(11 * 10) / 13} width="19" height={10 / 13} fill="#fff" />
      <rect width="7.6" height={(7 * 10) / 13} fill="#3c3b6e" />
    </svg>
  );
}
