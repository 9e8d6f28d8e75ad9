import { useState } from 'react';
import type { Dealer } from '../../domain/dealers/dealer.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { CountryFlag } from '../ui/CountryFlag.tsx';
import { Popup } from '../ui/Popup.tsx';
import { useWorker } from '../worker/useWorker.ts';

const PER_ROW = 4;

/** The dealer selector: a grid four per row (last row padded), the total count; a choice switches in place. */
export function DealerSelector({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const api = useWorker();
  const [switching, setSwitching] = useState<string | null>(null);
  const padding = (PER_ROW - (user.dealers.length % PER_ROW)) % PER_ROW;

  const choose = async (dealer: Dealer) => {
    if (dealer.key === user.dealer.key) {
      onClose();
      return;
    }
    setSwitching(dealer.key);
    await api.switchDealer(dealer.key);
    onClose();
  };

  return (
    <Popup title="Select a dealer" size="large" onClose={onClose}>
      <p className="dealer-count">
        {user.dealers.length} {user.dealers.length === 1 ? 'Dealer' : 'Dealers'}
      </p>
      <div className="dealer-grid">
        {user.dealers.map((dealer) => (
          <button
            key={dealer.key}
            type="button"
            className={dealer.key === user.dealer.key ? 'dealer-card is-current' : 'dealer-card'}
            disabled={switching !== null}
            aria-busy={switching === dealer.key}
            onClick={() => void choose(dealer)}
          >
            <img className="dealer-card-logo" src={dealer.logo} alt={dealer.brand} />
            <span className="dealer-card-name">{dealer.name}</span>
            <span className="dealer-card-key">{dealer.key}</span>
            <span className="dealer-card-place">
              <CountryFlag country={dealer.country} /> {dealer.city}, {dealer.province}
            </span>
          </button>
        ))}
        {Array.from({ length: padding }, (_, index) => (
          <div key={`pad-${index}`} className="dealer-card is-empty" aria-hidden="true" />
        ))}
      </div>
    </Popup>
  );
}
