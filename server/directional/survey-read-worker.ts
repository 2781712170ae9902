// Worker thread body: reads one survey file and posts the outcome (started by survey-read-off-thread.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { runSurveyRead, type SurveyReadInput } from './survey-read-job';

parentPort!.postMessage(runSurveyRead((workerData as { input: SurveyReadInput }).input));
