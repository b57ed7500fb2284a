// The colours a status may take: a small palette with names, so the choice is a radio group a screen
// reader can read ("Green, selected") rather than a bare hex picker.
import { useId } from 'react';

export const STATUS_COLORS = [
  { name: 'Blue', value: '#3b82f6' },
  { name: 'Green', value: '#22c55e' },
  { name: 'Amber', value: '#f59e0b' },
  { name: 'Red', value: '#ef4444' },
  { name: 'Purple', value: '#8b5cf6' },
  { name: 'Pink', value: '#ec4899' },
  { name: 'Teal', value: '#14b8a6' },
  { name: 'Gray', value: '#6b7280' },
] as const;

export const DEFAULT_STATUS_COLOR = STATUS_COLORS[0].value;

/** The palette's name for a colour, or the hex itself for one set elsewhere (the API takes any #rrggbb). */
export function colorName(value: string): string {
  return STATUS_COLORS.find((c) => c.value === value.toLowerCase())?.name ?? value;
}

export interface StatusPaletteProps {
  /** The group's name, e.g. "Colour of Contacted". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function StatusPalette({ label, value, onChange, disabled = false }: StatusPaletteProps) {
  const name = useId();
  return (
    <fieldset className="manage-palette" disabled={disabled}>
      <legend className="sb-visually-hidden">{label}</legend>
      {STATUS_COLORS.map((color) => (
        <label key={color.value} className="manage-palette__swatch" title={color.name}>
          <input
            type="radio"
            name={name}
            value={color.value}
            checked={value.toLowerCase() === color.value}
            onChange={() => onChange(color.value)}
            aria-label={color.name}
          />
          <span aria-hidden="true" style={{ background: color.value }} />
        </label>
      ))}
    </fieldset>
  );
}
