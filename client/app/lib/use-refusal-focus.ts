import { useEffect } from 'react';

/** How long after sending a form an answer that refuses it still takes the focus (proof of work and the server included). */
const ANSWER_WAIT_MS = 30_000;

const INVALID = '[aria-invalid="true"]';
const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]';

/** The control to put the reader on for a field in error: the field itself, or a group's chosen or first control. */
function controlOf(invalid: HTMLElement): HTMLElement | null {
  if (invalid.matches(FOCUSABLE)) {
    // In a group of radio buttons, the chosen one is the one the keyboard reaches.
    if (invalid instanceof HTMLInputElement && invalid.type === 'radio' && invalid.name && !invalid.checked)
      return invalid.form?.querySelector<HTMLElement>(`input[type="radio"][name="${CSS.escape(invalid.name)}"]:checked`) ?? invalid;
    return invalid;
  }
  return invalid.querySelector<HTMLElement>(FOCUSABLE);
}

/** Focuses the first field in error that can take focus (a hidden file input cannot); false when there is none. */
function focusFirstInvalid(form: HTMLFormElement): boolean {
  for (const invalid of form.querySelectorAll<HTMLElement>(INVALID)) {
    const control = controlOf(invalid);
    control?.focus();
    if (control && document.activeElement === control) return true;
  }
  return false;
}

/**
 * After a form is refused, by the browser's checks or by the server's answer, focus moves to its
 * first field in error (each field marks itself with aria-invalid and points at its message with
 * aria-describedby: components/forms/Field.tsx), so a keyboard or screen-reader user lands on
 * what to fix and hears why. One listener for every form of the site: a form that is sent
 * becomes the one watched until it is refused, changed by the reader, gone, or the wait is over.
 */
export function useRefusalFocus() {
  useEffect(() => {
    let sent: { form: HTMLFormElement; until: number } | null = null;
    // The server's answer comes later, whenever it marks a field of the form sent.
    const observer = new MutationObserver(() => settle());
    const forget = () => {
      sent = null;
      observer.disconnect();
    };
    const settle = () => {
      if (!sent) return;
      if (!sent.form.isConnected || Date.now() > sent.until || focusFirstInvalid(sent.form)) forget();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      forget();
      sent = { form: event.target, until: Date.now() + ANSWER_WAIT_MS };
      observer.observe(sent.form, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
      // The browser's own checks answer within the submit handler: look once React has drawn them.
      requestAnimationFrame(settle);
    };
    // Typing again means the reader has moved on from this attempt.
    const onInput = (event: Event) => {
      if (sent?.form.contains(event.target as Node)) forget();
    };
    document.addEventListener('submit', onSubmit);
    document.addEventListener('input', onInput);
    return () => {
      forget();
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('input', onInput);
    };
  }, []);
}
