const { parse } = require('./lib/main.js')

function loadEnv (text, defaults) {
  const parsed = parse(text)
  const merged = Object.assign({}, defaults)
  for (const key of Object.keys(parsed)) {
    merged[key] = parsed[key]
  }
  return merged
}

function countKeys (text) {
  const found = parse(text)
  const total = Object.keys(found).length
  return total
}

const base = { PORT: '3000', HOST: 'localhost' }
const env = loadEnv('HOST="a.example\\nb"\nPORT=8080 # web\nNAME=\'demo\'', base)
const count = countKeys('A=1\nB=2')
const label = 'env'
console.log(label, env.HOST, env.PORT, env.NAME, count)
