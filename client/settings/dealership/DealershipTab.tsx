import { DEALERSHIP_COUNTRIES, type DealershipFormInput } from '../../../domain/settings/dealershipForm.ts';
import type { SessionUser } from '../../../domain/session/sessionUser.ts';
import './settings-dealership.css';
import { useDealerSettingsDocs } from '../useDealerSettingsDocs.ts';
import { DealerMap } from './DealerMap.tsx';
import { DealershipForm } from './DealershipForm.tsx';

/**
 * The Dealership tab of /settings (spec 002 §2): the map of the dealer (when its position is known), its name,
 * address, city, country and brand logo, and the profile form. The profile saved here wins over the session's copy
 * of the dealer, which follows after the session refreshes (the server mirrors it to its dealers table).
 */
export function DealershipTab({ user }: { user: SessionUser }) {
  const docs = useDealerSettingsDocs();
  const { dealer } = user;
  if (!docs) return <p className="muted settings-loading">Loading the dealership…</p>;
  const saved = docs.dealership;
  const initial: DealershipFormInput = {
    name: saved?.name ?? dealer.name,
    address: saved?.address ?? dealer.address,
    city: saved?.city ?? dealer.city,
    province: saved?.province ?? dealer.province,
    country: saved?.country ?? dealer.country,
    postal_code: saved?.postal_code ?? dealer.postal_code,
    phone: saved?.phone ?? dealer.phone,
    url: saved?.url ?? '',
    timezone: docs.settings.config.dealer_timezone,
  };
  const country = DEALERSHIP_COUNTRIES.find((choice) => choice.value === initial.country)?.label ?? initial.country;
  return (
    <div className="settings-dealership">
      {dealer.latitude !== null && dealer.longitude !== null && <DealerMap name={initial.name} latitude={dealer.latitude} longitude={dealer.longitude} />}
      <section className="settings-dealer-card" aria-label="Dealership">
        <div>
          <h2 className="settings-dealer-card-name">{initial.name}</h2>
          <p className="settings-dealer-card-line">{initial.address}</p>
          <p className="settings-dealer-card-line">
            {initial.city}, {country}
          </p>
        </div>
        <ul className="settings-brand-logos" aria-label="Brands">
          <li>
            <img src={dealer.logo} alt={dealer.brand} />
          </li>
        </ul>
      </section>
      <DealershipForm key={dealer.token} initial={initial} />
    </div>
  );
}
