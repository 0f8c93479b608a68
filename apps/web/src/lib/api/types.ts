/**
 * Names for the generated API types, so a feature can say "the answer of GET /companies/{id}"
 * without copying its shape: `ApiAnswer<'/companies/{id}', 'get'>`, `ApiBody<'/companies/new', 'post'>`.
 */
import type { paths as MainPaths } from './main.gen';
import type { paths as MsPaths } from './ms.gen';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Operation<Paths, P extends keyof Paths, M extends Method> = NonNullable<Paths[P][M & keyof Paths[P]]>;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type AnswerOf<Op> = Op extends { responses: infer Responses }
  ? { [Status in keyof Responses & (200 | 201)]: Json<Responses[Status]> }[keyof Responses & (200 | 201)]
  : never;
type BodyOf<Op> = Op extends { requestBody?: infer Body } ? Json<NonNullable<Body>> : never;
type QueryOf<Op> = Op extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The JSON answer (200 or 201) of a main API call. */
export type ApiAnswer<P extends keyof MainPaths, M extends Method> = AnswerOf<Operation<MainPaths, P, M>>;
/** The JSON body of a main API call. */
export type ApiBody<P extends keyof MainPaths, M extends Method> = BodyOf<Operation<MainPaths, P, M>>;
/** The query parameters of a main API call. */
export type ApiQuery<P extends keyof MainPaths, M extends Method> = QueryOf<Operation<MainPaths, P, M>>;

/** The JSON answer of a secondary API call. */
export type MsAnswer<P extends keyof MsPaths, M extends Method> = AnswerOf<Operation<MsPaths, P, M>>;
/** The JSON body of a secondary API call. */
export type MsBody<P extends keyof MsPaths, M extends Method> = BodyOf<Operation<MsPaths, P, M>>;
