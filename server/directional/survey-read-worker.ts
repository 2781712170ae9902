// Worker thread body: reads one survey file and posts the outcome (started by survey-read-off-thread.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { runSurveyRead, type SurveyReadInput } from './survey-read-job';

const { input, contentUtf8 } = workerData as { input: SurveyReadInput; contentUtf8: Uint8Array };
const contentBase64 = Buffer.from(contentUtf8.buffer, contentUtf8.byteOffset, contentUtf8.byteLength).toString('utf8');
parentPort!.postMessage(runSurveyRead({ ...input, contentBase64 }));
