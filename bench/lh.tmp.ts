import { formatScores, runLighthouse } from "./lighthouse";
const scores = await runLighthouse("http://127.0.0.1:3411", process.argv.slice(2));
console.log(formatScores(scores));
for (const s of scores) console.log(s.path, JSON.stringify(s.firstPaint));
