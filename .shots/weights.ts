import { measurePageWeights, MOBILE } from "../bench/page-weight";
for (const port of [3472, 3471]) {
  for (const weight of await measurePageWeights(`http://127.0.0.1:${port}`, ["/", "/products", "/products/1", "/gu/products"], MOBILE)) console.log(port, weight.path, "js", weight.js, "html", weight.html);
}
