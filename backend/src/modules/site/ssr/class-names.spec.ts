import { renameMarkupClasses, shortClassNames } from './class-names';
import { usedNames } from './css-pruner';

describe('shortClassNames', () => {
  const { uses } = usedNames(
    '<div class="flex p-4 rounded"><a class="flex p-4"></a><b class="flex"></b>' +
      '<i class="[&amp;&gt;*]:mt-0 group"></i></div>',
  );

  it('names the most used classes the shortest, the same way every time', () => {
    const { classes: rename } = shortClassNames(uses, (name) => name !== 'group', new Set());
    expect(Object.fromEntries(rename)).toEqual({
      flex: 'a',
      'p-4': 'b',
      '[&>*]:mt-0': 'c',
      rounded: 'd',
    });
    expect(shortClassNames(uses, (name) => name !== 'group', new Set()).classes).toEqual(rename);
  });

  it('gives no class a name already in use', () => {
    const { classes: rename } = shortClassNames(uses, () => true, new Set(['a', 'c']));
    expect(rename.get('flex')).toBe('b');
    expect(rename.get('p-4')).toBe('d');
  });

  it('sets names aside first when asked, for what is not a class of the markup', () => {
    const { classes, extra } = shortClassNames(uses, () => true, new Set(['b']), 2);
    expect(extra).toEqual(['a', 'c']);
    expect(classes.get('flex')).toBe('d');
  });

  it('goes on with two characters, a letter first, past the 52 letters', () => {
    const many = Array.from({ length: 60 }, (_, i) => `c${i}`);
    const { classes: rename } = shortClassNames(
      new Map(many.map((name) => [name, 1])),
      () => true,
      new Set(),
    );
    const names = [...rename.values()];
    expect(new Set(names).size).toBe(60);
    expect(names.slice(50, 54)).toEqual(['Y', 'Z', 'aa', 'ab']);
    for (const name of names) expect(name).toMatch(/^[a-zA-Z][a-zA-Z0-9]?$/);
  });
});

describe('renameMarkupClasses', () => {
  it('renames in class attributes only, keeping the other classes as written', () => {
    const rename = new Map([
      ['flex', 'a'],
      ['[&>*]:mt-0', 'b'],
    ]);
    expect(
      renameMarkupClasses(
        '<ul class="flex  [&amp;&gt;*]:mt-0 group" data-class="flex"><li>flex</li></ul>',
        rename,
      ),
    ).toBe('<ul class="a b group" data-class="flex"><li>flex</li></ul>');
  });
});
