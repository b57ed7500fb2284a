// The range rules live with the other compatibility rules in @signalboard/shared/contract, shared
// with the host's run-time check; scripts keep importing them from here.
export { satisfies, parseVersion, majorOf } from '../../shared/src/contract/compatibility.mjs';
