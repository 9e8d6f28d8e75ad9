/** The product's public pages on its own site. */
const SITE = 'https://demo.dealer';

export function Footer({ version }: { version: string }) {
  return (
    <footer className="footer">
      <a href={`${SITE}/terms`} target="_blank" rel="noreferrer">Terms</a>
      <a href={`${SITE}/privacy`} target="_blank" rel="noreferrer">Privacy</a>
      <a href={SITE} target="_blank" rel="noreferrer">demo.dealer</a>
      <span className="footer-version">Version {version}</span>
    </footer>
  );
}
