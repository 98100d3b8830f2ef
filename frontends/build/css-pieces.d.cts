// Types of css-pieces.cjs, for the specs that import it.
export declare const CSS_PIECE_MARK: string;
export declare const CSS_PIECE_SIZE: number;
export interface CssPieceCut {
  at: number;
  text: string;
}
export declare function cssPieceCuts(css: string, size?: number): CssPieceCut[];
export declare function cutCssIntoPieces(css: string, size?: number): string;
export declare class CssPiecesPlugin {
  apply(compiler: unknown): void;
}
