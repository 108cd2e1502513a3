export interface Layer {
  name: string;
  command: string;
  args: string[];
  /** Runs beside the layers of the same group next to it, its output held until it ends. */
  group?: string;
}
export interface LayerResult {
  name: string;
  ok: boolean;
  seconds: string;
}
export declare function runLayers(layers: Layer[], options?: { print?: (text: string) => void }): Promise<LayerResult[]>;
