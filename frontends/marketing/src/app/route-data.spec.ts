import { routeQueryKeys } from './route-data';

describe('routeQueryKeys', () => {
  it('gives the queries of a page, with the route parameters in the key', () => {
    expect(routeQueryKeys('/projects')).toEqual([['/api/projects']]);
    expect(routeQueryKeys('/projects/3')).toEqual([['/api/projects', '3']]);
    expect(routeQueryKeys('/blog/five-automations')).toEqual([['/api/blog', 'five-automations']]);
  });

  it('gives nothing for a page without data or an unknown path', () => {
    expect(routeQueryKeys('/')).toEqual([]);
    expect(routeQueryKeys('/nowhere')).toEqual([]);
  });
});
