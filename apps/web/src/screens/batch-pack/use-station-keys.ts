import { useEffect, useRef, type RefObject } from 'react';
import type { InputRef } from 'antd';
import { isScannerLetter, keyAction, type KeyAction, type KeyPlace } from './station-keys';
import type { FocusTarget } from './use-pack-station';

interface Options {
  scanBox: RefObject<InputRef | null>;
  weightBox: RefObject<InputRef | null>;
  /** The focus the station asks for (after every answer), a new request each time. */
  request: { target: FocusTarget; n: number };
  /** Where the focus belongs when nothing holds it. */
  home: () => FocusTarget;
  act: (action: KeyAction, place: KeyPlace) => void;
}

/** Keys and focus are left alone while a dialog is open (the Leave question): its buttons have them. */
const dialogOpen = () => [...document.querySelectorAll('.ant-modal-wrap')].some((wrap) => getComputedStyle(wrap).display !== 'none');

function put(target: FocusTarget, scanBox: RefObject<InputRef | null>, weightBox: RefObject<InputRef | null>) {
  const box = (target === 'weight' ? weightBox.current : null) ?? scanBox.current;
  box?.focus();
  // a weight read from the scale is selected, so a typed one replaces it
  if (box && box === weightBox.current) box.select();
}

/**
 * The station's keyboard and focus (02 §2 Batch and pack): one listener for the whole page (the
 * keys of station-keys.ts work wherever the focus is), and the scan box kept focused: after every
 * answer, when the window comes back (from the label's tab), and whenever the focus falls to the
 * page itself, so a scanner's code never types into nothing.
 */
export function useStationKeys({ scanBox, weightBox, request, home, act }: Options) {
  const latest = useRef({ act, home });
  latest.current = { act, home };

  // each request once (the boxes are refs: they need no re-run)
  useEffect(() => put(request.target, scanBox, weightBox), [request, scanBox, weightBox]);

  useEffect(() => {
    const placeOf = (target: EventTarget | null): KeyPlace => (target === scanBox.current?.input ? 'scan' : target === weightBox.current?.input ? 'weight' : 'page');
    const onKey = (e: KeyboardEvent) => {
      if (dialogOpen() || e.isComposing) return;
      const place = placeOf(e.target);
      if (isScannerLetter(e, place)) {
        scanBox.current?.focus(); // the letter lands in the scan box
        return;
      }
      const action = keyAction(e, place);
      if (!action) return;
      e.preventDefault();
      latest.current.act(action, place);
    };
    // the focus fell to the page (a click on its background, an element that went away, the
    // window back from the label's tab with nothing focused): it goes home
    const refocus = () => {
      const active = document.activeElement;
      if (dialogOpen() || (active && active !== document.body)) return;
      put(latest.current.home(), scanBox, weightBox);
    };
    const onFocusOut = () => setTimeout(refocus, 0);
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('focus', refocus);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('focus', refocus);
      document.removeEventListener('focusout', onFocusOut);
    };
    // the handlers read `latest`, so the listeners are added once
  }, [scanBox, weightBox]);
}
