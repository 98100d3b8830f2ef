import { routeQueryKeys, routeQueryKeysSentLater } from './route-data';

describe('routeQueryKeys', () => {
  it('gives the queries of a page, with the route parameters in the key as the page writes them', () => {
    expect(routeQueryKeys('/projects')).toEqual([['/api/projects']]);
    expect(routeQueryKeys('/projects/3')).toEqual([['/api/projects', 3]]);
    expect(routeQueryKeys('/blog/five-automations')).toEqual([['/api/blog', 'five-automations']]);
    expect(routeQueryKeys('/')).toEqual([
      ['/api/services'],
      ['/api/projects?featured=true'],
      ['/api/testimonials'],
    ]);
  });

  it('gives nothing for a page without data, a parameter the page does not ask for, or an unknown path', () => {
    expect(routeQueryKeys('/about')).toEqual([]);
    expect(routeQueryKeys('/projects/abc')).toEqual([]);
    expect(routeQueryKeys('/projects/0')).toEqual([]);
    expect(routeQueryKeys('/blog/Not_A_Slug')).toEqual([]);
    expect(routeQueryKeys('/nowhere')).toEqual([]);
  });

  it('names the keys the server renders with but does not send: the home sections below the hero', () => {
    expect(routeQueryKeysSentLater('/')).toEqual(routeQueryKeys('/'));
    expect(routeQueryKeysSentLater('/services')).toEqual([]);
    expect(routeQueryKeysSentLater('/blog/five-automations')).toEqual([]);
  });
});
