import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTypedValues } from './use-typed-values';

const EMPTY = { name: '', topic: 'any' };

function Filters({ onValues }: { onValues: (values: typeof EMPTY) => void }) {
  const [values, setValues] = useState(EMPTY);
  const fields = useRef<HTMLDivElement>(null);
  useTypedValues(fields, values, (typed) => setValues((current) => ({ ...current, ...typed })));
  onValues(values);
  return (
    <div ref={fields}>
      <input
        name="name"
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <select
        name="topic"
        value={values.topic}
        onChange={(e) => setValues({ ...values, topic: e.target.value })}
      >
        <option value="any">Any</option>
        <option value="web">Web</option>
      </select>
    </div>
  );
}

describe('useTypedValues', () => {
  it('takes over what was typed and picked in the server-rendered fields before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Filters onValues={() => undefined} />);
    document.body.append(container);
    container.querySelector('input')!.value = 'Ana';
    container.querySelector('select')!.value = 'web';

    const seen: (typeof EMPTY)[] = [];
    await act(async () => {
      hydrateRoot(container, <Filters onValues={(values) => seen.push(values)} />);
    });
    expect(seen.at(0)).toEqual(EMPTY);
    expect(seen.at(-1)).toEqual({ name: 'Ana', topic: 'web' });
    container.remove();
  });

  it('changes nothing when the fields hold what the state says', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Filters onValues={() => undefined} />);
    const seen: (typeof EMPTY)[] = [];
    await act(async () => {
      hydrateRoot(container, <Filters onValues={(values) => seen.push(values)} />);
    });
    expect(seen.every((values) => values === seen[0])).toBe(true);
  });
});
