import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, dismissToast, maxToasts, showToast } from '../src/lib/toast-store.ts';

const messages = () => currentToasts().map((toast) => `${toast.kind}: ${toast.message}`);

describe('toasts (decision 034: on a phone they piled up)', () => {
  afterEach(() => {
    for (const toast of currentToasts()) dismissToast(toast.id);
  });

  it('shows a message raised again once, as the newest', () => {
    showToast('success', 'Vous suivez ce médecin.');
    showToast('error', 'Impossible de joindre le serveur.');
    showToast('success', 'Vous suivez ce médecin.');
    expect(messages()).toEqual(['error: Impossible de joindre le serveur.', 'success: Vous suivez ce médecin.']);
  });

  it('keeps the same words of another kind apart', () => {
    showToast('success', 'Enregistré.');
    showToast('error', 'Enregistré.');
    expect(messages()).toEqual(['success: Enregistré.', 'error: Enregistré.']);
  });

  it(`shows at most ${maxToasts}, the oldest leaving first`, () => {
    for (const n of [1, 2, 3, 4, 5]) showToast('success', `Message ${n}`);
    expect(maxToasts).toBe(3);
    expect(messages()).toEqual(['success: Message 3', 'success: Message 4', 'success: Message 5']);
  });
});
