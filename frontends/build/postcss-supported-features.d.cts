// Types of postcss-supported-features.cjs, for the specs that import it.
import type { PluginCreator } from 'postcss';
export declare const supportedFeatures: PluginCreator<void>;
