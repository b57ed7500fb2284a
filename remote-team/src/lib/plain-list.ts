// A list without bullets or indent (cards, navigation). Kept inline until the UI kit has a
// list utility class.
import type { CSSProperties } from 'react';

export const plainList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
