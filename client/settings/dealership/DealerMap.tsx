import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

/** The dealership map of spec 002 §2, §9: zoom 9, 300 px high, the dealer at the centre. */
const MAP_ZOOM = 9;

/** Tiles from the deployment's tile server (VITE_MAP_TILE_URL); without one the marker shows on a plain ground. */
const TILE_URL: string | undefined = import.meta.env.VITE_MAP_TILE_URL;

type DealerMapProps = { name: string; latitude: number; longitude: number };

/** A leaflet map of the dealer's location with its name on the marker. */
export function DealerMap({ name, latitude, longitude }: DealerMapProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { attributionControl: Boolean(TILE_URL) }).setView([latitude, longitude], MAP_ZOOM);
    if (TILE_URL) L.tileLayer(TILE_URL, { maxZoom: 18 }).addTo(map);
    L.circleMarker([latitude, longitude], { radius: 9, className: 'map-marker is-dealer', color: '#1d4ed8', fillColor: '#1d4ed8', fillOpacity: 0.6, weight: 3 })
      .bindTooltip(name, { permanent: true, direction: 'bottom' })
      .addTo(map);
    return () => {
      map.remove();
    };
  }, [name, latitude, longitude]);
  return <div ref={element} className="settings-dealer-map" data-testid="dealer-map" aria-label={`Map of ${name}`} />;
}
