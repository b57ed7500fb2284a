// How long findBy*/waitFor keep looking before they fail: a limit, not a wait (a passing query returns as
// soon as the element is there). A file's first render transforms its lazy route chunks, and `npm test`
// runs two steps side by side on 2 cores: at 4 s, remote-settings' Data Sources tab failed so under load.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
