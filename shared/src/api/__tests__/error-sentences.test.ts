import { ApiError, errorMessage, errorSentence } from '@signalboard/shared/api';
import { NETWORK_ERROR_MESSAGE } from '../client';

describe('errors in words', () => {
  it('names a host name that cannot be found, raw or as the API words an unreadable website', () => {
    const sentence = 'Signalboard could not find the host name example.invalid. Check the address.';
    expect(errorSentence('getaddrinfo ENOTFOUND example.invalid')).toBe(sentence);
    expect(errorSentence('Error: getaddrinfo ENOTFOUND example.invalid.')).toBe(sentence);
    expect(
      errorSentence(
        'Signalboard could not read https://example.invalid: its address (example.invalid) could not be found. Check the address, or write the description by hand.',
      ),
    ).toBe(sentence);
  });

  it('turns the other network codes into sentences too', () => {
    expect(errorSentence('getaddrinfo EAI_AGAIN acme.example')).toBe(
      'Signalboard could not look up the host name acme.example just now. Try again in a moment.',
    );
    expect(errorSentence('connect ECONNREFUSED 127.0.0.1:443')).toBe(
      'Signalboard could not connect to 127.0.0.1:443: the connection was refused. Check the address.',
    );
    expect(errorSentence('connect ETIMEDOUT 10.0.0.1:443')).toBe(
      'Signalboard could not connect to 10.0.0.1:443 in time. Try again in a moment.',
    );
    expect(errorSentence('read ECONNRESET')).toBe(
      'The connection was closed before an answer came. Try again in a moment.',
    );
    expect(errorSentence('unable to verify: CERT_HAS_EXPIRED')).toBe(
      'The site’s secure connection could not be verified: its certificate is not valid.',
    );
    expect(errorSentence('Failed to fetch')).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorSentence('TypeError: NetworkError when attempting to fetch resource.')).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it('leaves sentences alone', () => {
    for (const text of [
      'Signalboard could not read this website. Check the address, or write the description by hand.',
      'website: must be an http(s) URL, e.g. https://example.com',
      'Login failed',
    ])
      expect(errorSentence(text)).toBe(text);
  });

  it('applies to every ApiError message and to errorMessage, keeping the server’s detail as sent', () => {
    const detail =
      'Signalboard could not read https://nowhere.invalid: its address (nowhere.invalid) could not be found.';
    const error = new ApiError(422, { detail, code: 'WEBSITE_UNREADABLE', field: 'website' }, 'fallback');
    expect(error.message).toBe(
      'Signalboard could not find the host name nowhere.invalid. Check the address.',
    );
    expect(error.detail).toBe(detail);
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessage(new Error('getaddrinfo ENOTFOUND example.invalid'), 'fallback')).toBe(
      'Signalboard could not find the host name example.invalid. Check the address.',
    );
  });
});
