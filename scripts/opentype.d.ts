// The part of opentype.js (which ships no types) that generate-assets.ts uses.
declare module 'opentype.js' {
  export interface Glyph {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): { toPathData(decimalPlaces?: number): string };
  }
  export interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
