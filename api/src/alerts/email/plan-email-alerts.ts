import type { AlertPlanner } from '../alert-channel.js';

/** E-mail: instant alerts become pending email_lead_alerts rows; digests read the leads when due. */
export const planEmailAlerts: AlertPlanner = async () => [];
