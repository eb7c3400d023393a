// The baseline of `npm run bench`: the smallest Fastify server, on 127.0.0.1:3911.
import Fastify from "fastify";

const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: 3911, host: "127.0.0.1" });
console.log("READY");
