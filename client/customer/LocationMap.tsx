import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import type { GeoPoint } from '../../domain/format/distance.ts';

/** The map of spec 000 §9: zoom 9, 300 px high. */
const MAP_ZOOM = 9;

/**
 * Map tiles come from a tile server the deployment names at build time (VITE_MAP_TILE_URL, e.g.
 * https://tile.example/{z}/{x}/{y}.png); without one the map shows its markers on a plain ground (ARCHITECTURE.md,
 * outside services: maps degrade to markers without tiles).
 */
const TILE_URL: string | undefined = import.meta.env.VITE_MAP_TILE_URL;

type LocationMapProps = {
  /** Names the panel: "Customer location", "Prospect location". */
  label: string;
  /** The dealer's position; null when the dealer has none on file. */
  dealer: (GeoPoint & { name: string }) | null;
  /** The person's position; null shows `noLocation`. */
  person: (GeoPoint & { name: string }) | null;
  noLocation: string;
};

/** A collapsible leaflet map of the dealer and the customer or prospect, the person at the centre. */
export function LocationMap({ label, dealer, person, noLocation }: LocationMapProps) {
  const [open, setOpen] = useState(true);
  return (
    <section className="profile-panel location-map" aria-label={label}>
      <h2 className="profile-panel-title">
        <button type="button" className="panel-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {label}
        </button>
      </h2>
      {open && (person ? <MapView dealer={dealer} person={person} /> : <p className="profile-empty is-warning">{noLocation}</p>)}
    </section>
  );
}

function MapView({ dealer, person }: { dealer: LocationMapProps['dealer']; person: NonNullable<LocationMapProps['person']> }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { attributionControl: Boolean(TILE_URL) }).setView([person.latitude, person.longitude], MAP_ZOOM);
    if (TILE_URL) L.tileLayer(TILE_URL, { maxZoom: 18 }).addTo(map);
    const marker = (point: GeoPoint, name: string, className: string, color: string, direction: 'top' | 'bottom') =>
      L.circleMarker([point.latitude, point.longitude], { radius: 9, className, color, fillColor: color, fillOpacity: 0.6, weight: 3 })
        .bindTooltip(name, { permanent: true, direction })
        .addTo(map);
    if (dealer) marker(dealer, dealer.name, 'map-marker is-dealer', '#1d4ed8', 'bottom');
    marker(person, person.name, 'map-marker is-person', '#c2410c', 'top');
    return () => {
      map.remove();
    };
  }, [dealer?.latitude, dealer?.longitude, dealer?.name, person.latitude, person.longitude, person.name]);
  return <div ref={element} className="map-view" data-testid="location-map" />;
}
