/** What `npm pack` would put in the tarball, as paths relative to the package root. */
export declare function packedFiles(root?: string): string[];
/** The files package.json "files" names, plus package.json, read from the disk. */
export declare function filesOfPackage(root?: string): string[];
/** The relative link targets of a Markdown text, without their #anchor. */
export declare function relativeLinks(markdown: string): string[];
/** The links that break in the tarball, each as 'file → target'. */
export declare function brokenPackedLinks(files: string[], read: (file: string) => string): string[];
