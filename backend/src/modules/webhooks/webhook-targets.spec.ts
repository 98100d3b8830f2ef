import { isPrivateAddress, targetProblem } from './webhook-targets';

describe('webhook targets', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.5', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['93.184.216.34', false],
    ['2606:4700::1111', false],
  ])('%s is private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it('refuses private targets unless allowed, and anything but http(s)', async () => {
    const resolve = async (host: string) =>
      host === 'internal.example' ? ['10.0.0.7'] : ['93.184.216.34'];
    await expect(
      targetProblem('https://hooks.example.com/x', false, resolve),
    ).resolves.toBeUndefined();
    await expect(targetProblem('https://internal.example/x', false, resolve)).resolves.toBe(
      'webhooks.url.private',
    );
    await expect(targetProblem('http://127.0.0.1:9000/x', false, resolve)).resolves.toBe(
      'webhooks.url.private',
    );
    await expect(targetProblem('http://[::1]/x', false, resolve)).resolves.toBe(
      'webhooks.url.private',
    );
    await expect(targetProblem('http://127.0.0.1:9000/x', true, resolve)).resolves.toBeUndefined();
    await expect(targetProblem('ftp://hooks.example.com', true, resolve)).resolves.toBe(
      'webhooks.url.invalid',
    );
    await expect(targetProblem('https://user:pw@hooks.example.com', true, resolve)).resolves.toBe(
      'webhooks.url.invalid',
    );
    await expect(targetProblem('not a url', true, resolve)).resolves.toBe('webhooks.url.invalid');
  });
});
