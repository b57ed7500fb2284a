import { act, render, renderHook, screen } from '@testing-library/react';
import { useToaster } from 'react-hot-toast';
import { TOAST_DURATION } from '../constants';
import { notify, toastStatus } from '../notify';

afterEach(() => {
  act(() => notify.remove());
});

describe('notify', () => {
  it('raises a toast with the status, the 4 s duration and a live-region role', () => {
    const { result } = renderHook(() => useToaster());
    let id = '';
    act(() => {
      id = notify.warning('Quota almost used');
    });
    const toast = result.current.toasts.find((t) => t.id === id);
    expect(toast).toBeDefined();
    expect(toast?.message).toBe('Quota almost used');
    expect(toast?.duration).toBe(TOAST_DURATION);
    expect(toastStatus(toast!)).toBe('warning');
    expect(toast?.ariaProps).toEqual({ role: 'status', 'aria-live': 'polite' });
  });

  it('errors are assertive, and unknown statuses show as error', () => {
    const { result } = renderHook(() => useToaster());
    act(() => {
      notify.error('Invalid project id');
      notify.show('weird', 'Something');
    });
    const [weird, error] = result.current.toasts;
    expect(toastStatus(error!)).toBe('error');
    expect(error?.ariaProps.role).toBe('alert');
    expect(toastStatus(weird!)).toBe('error');
  });

  it('renders a title and a description', () => {
    const { result } = renderHook(() => useToaster());
    act(() => {
      notify.success('Project created', { description: 'Now add intent signals.' });
    });
    const message = result.current.toasts[0]?.message;
    render(<div>{typeof message === 'function' ? null : message}</div>);
    expect(screen.getByText('Project created')).toBeTruthy();
    expect(screen.getByText('Now add intent signals.')).toBeTruthy();
  });

  it('maps react-hot-toast types to statuses', () => {
    expect(toastStatus({ type: 'success' })).toBe('success');
    expect(toastStatus({ type: 'error' })).toBe('error');
    expect(toastStatus({ type: 'loading' })).toBe('loading');
    expect(toastStatus({ type: 'blank' })).toBe('information');
    expect(toastStatus({ type: 'blank', className: 'x sb-toast--feature' })).toBe('feature');
  });
});
