// One colour per intent signal, in the project's signal order. The Okabe-Ito palette: its colours stay
// apart for the common colour-vision deficiencies, and the legend names each one anyway.
export const SIGNAL_COLORS = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#8c6d1f',
  '#332288',
];

/** Leads that matched no signal (imported rows kept as leads, say). */
export const NO_SIGNAL_COLOR = '#a2a4b0';

export function signalColor(index: number): string {
  return index < 0 ? NO_SIGNAL_COLOR : SIGNAL_COLORS[index % SIGNAL_COLORS.length]!;
}
