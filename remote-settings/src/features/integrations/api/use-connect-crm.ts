// Starting OAuth with a CRM: the API answers the CRM's consent page and the browser leaves for it.
// (@signalboard/shared/api has the call, connectCrm, but no hook for it.) Nothing is cached: the
// connection changes only when the CRM sends the browser back through the API.
import { connectCrm, type CrmProvider } from '@signalboard/shared/api';
import { useMutation } from '@signalboard/shared/query';

export function useConnectCrm(projectId: string) {
  return useMutation({ mutationFn: (provider: CrmProvider) => connectCrm(projectId, provider) });
}

/** Leaving for the consent page. An object, so a test can watch it: jsdom cannot leave the page. */
export const consentPage = {
  open(url: string): void {
    window.location.href = url;
  },
};
