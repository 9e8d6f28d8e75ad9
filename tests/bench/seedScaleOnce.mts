import { scaleDataset } from './scaleDataset.ts';
console.log(JSON.stringify(await scaleDataset()));
