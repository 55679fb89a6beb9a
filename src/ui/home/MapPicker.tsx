import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { MAP_TILES } from './map-config';
import css from './map-picker.module.css';

export interface MapPickerProps {
  lat: number;
  lng: number;
  /** A click on the map or a dragged pin: the new point (longitude wrapped into ±180). */
  onPick: (lat: number, lng: number) => void;
  label: string;
  pinLabel: string;
}

/**
 * The Leaflet map of the address dialog (loaded only with the dialog, never on the server). Without a tile URL
 * it shows a plain grid: the pin still moves by click or drag, so picking works offline.
 */
export default function MapPicker({ lat, lng, onPick, label, pinLabel }: MapPickerProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const map = useRef<L.Map | null>(null);
  const pin = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const m = L.map(el, { center: [lat, lng], zoom: 14, attributionControl: Boolean(MAP_TILES.url) });
    if (MAP_TILES.url) L.tileLayer(MAP_TILES.url, { maxZoom: 19, attribution: MAP_TILES.attribution }).addTo(m);
    const icon = L.divIcon({ className: css.pin, html: '<span data-testid="address-pin"></span>', iconSize: [28, 28], iconAnchor: [14, 34] });
    const marker = L.marker([lat, lng], { draggable: true, icon, title: pinLabel, alt: pinLabel }).addTo(m);
    const report = (point: L.LatLng) => {
      const p = point.wrap();
      pick.current(p.lat, p.lng);
    };
    marker.on('dragend', () => report(marker.getLatLng()));
    m.on('click', (e: L.LeafletMouseEvent) => {
      marker.setLatLng(e.latlng);
      report(e.latlng);
    });
    map.current = m;
    pin.current = marker;
    // The dialog may still be settling its size when the map starts.
    const settle = window.setTimeout(() => m.invalidateSize(), 250);
    return () => {
      window.clearTimeout(settle);
      m.remove();
      map.current = null;
      pin.current = null;
    };
    // The map is made once per dialog opening; later points arrive through the next effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Typed coordinates move the pin too, and the view follows when the point leaves it.
  useEffect(() => {
    const m = map.current;
    const marker = pin.current;
    if (!m || !marker || !Number.isFinite(lat) || !Number.isFinite(lng)) return;
    const current = marker.getLatLng();
    if (Math.abs(current.lat - lat) < 1e-9 && Math.abs(current.wrap().lng - lng) < 1e-9) return;
    marker.setLatLng([lat, lng]);
    if (!m.getBounds().contains([lat, lng])) m.panTo([lat, lng]);
  }, [lat, lng]);

  return (
    <div className={css.box}>
      <div ref={box} className={css.map} dir="ltr" role="application" aria-label={label} data-testid="address-map" />
    </div>
  );
}
