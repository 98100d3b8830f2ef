/** The Spanish resources must have exactly the keys of the English ones, with any string values. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};
