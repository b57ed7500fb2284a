// Centred text for a line that mixes words and a link (shared's sb-center is a grid, which would
// put the link on its own line). Kept inline until the UI kit has a text-centre utility.
import type { CSSProperties } from 'react';

export const centered: CSSProperties = { textAlign: 'center' };
