import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { AddonSlots, useAddon, type AddonRegistry, type ListAddonProps } from './addon-slots';

const Banner = ({ def }: ListAddonProps) => <b>{def.name}</b>;
const REGISTRY: AddonRegistry = { form: {}, show: {}, list: { banner: Banner }, bulk: {}, widget: {} };

/** What a list's slot shows for the name its definition gives. */
function Slot({ name }: { name?: string }) {
  const Addon = useAddon('list', name);
  return Addon ? <Addon def={{ name: 'probe' } as ListAddonProps['def']} /> : <i>none</i>;
}

describe('addon slots', () => {
  it('fill a slot with the addon the app registered under the definition\'s name', () => {
    expect(renderToStaticMarkup(<AddonSlots value={REGISTRY}><Slot name="banner" /></AddonSlots>)).toBe('<b>probe</b>');
  });

  it('stay empty for a name nobody registered, no name, or no registry above them', () => {
    expect(renderToStaticMarkup(<AddonSlots value={REGISTRY}><Slot name="other" /></AddonSlots>)).toBe('<i>none</i>');
    expect(renderToStaticMarkup(<AddonSlots value={REGISTRY}><Slot /></AddonSlots>)).toBe('<i>none</i>');
    expect(renderToStaticMarkup(<Slot name="banner" />)).toBe('<i>none</i>');
  });
});
