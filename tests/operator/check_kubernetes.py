#!/usr/bin/env python3
"""Consistency checks of deploy/kubernetes/*.yaml against arbiterd itself.

No cluster is available to validate the manifests, so this checks what can go wrong between
them and the binary: every ARBITER_* variable the Deployment sets is one arbiterd reads (its
--help lists them) and holds a value arbiterd accepts (it is started with that environment
and must print its configuration); probes and Services use ports the container declares; the
termination grace period outlasts the drain; HPA, PDB and PodMonitor select the Deployment.
The pod's "gateway" container (gateway/) is checked the same way: its GATEWAY_* variables are
ones the gateway reads and it starts with them (when NODE and GATEWAY_MAIN are given), its HTTP
probes use its declared port, its upstream is arbiterd's gRPC port in the pod.

Usage: check_kubernetes.py ARBITERD DEPLOY_DIR [NODE GATEWAY_MAIN]
"""
import os
import re
import subprocess
import sys

import yaml


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def main():
    arbiterd, deploy_dir = sys.argv[1], sys.argv[2]
    docs = []
    kube_dir = os.path.join(deploy_dir, "kubernetes")
    for name in sorted(os.listdir(kube_dir)):
        if name.endswith(".yaml"):
            with open(os.path.join(kube_dir, name)) as f:
                docs += [d for d in yaml.safe_load_all(f) if d]
    by_kind = {}
    for d in docs:
        by_kind.setdefault(d["kind"], []).append(d)

    (deployment,) = by_kind["Deployment"]
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    if not deployment["spec"]["selector"]["matchLabels"].items() <= labels.items():
        fail("Deployment selector does not match its pod labels")
    pod = deployment["spec"]["template"]["spec"]
    containers = {c["name"]: c for c in pod["containers"]}
    if set(containers) - {"arbiterd", "gateway"} or "arbiterd" not in containers:
        fail(f"pod containers {sorted(containers)}: expected arbiterd and optionally gateway")
    container = containers["arbiterd"]
    ports = {p["name"]: p["containerPort"] for c in containers.values() for p in c["ports"]}
    if len(ports) != sum(len(c["ports"]) for c in containers.values()):
        fail("two containers declare the same port name")
    env = {e["name"]: e["value"] for e in container.get("env", [])}

    # Every variable is one arbiterd reads.
    help_text = subprocess.run([arbiterd, "--help"], capture_output=True, text=True,
                               check=True).stdout
    known = set(re.findall(r"Env:(ARBITER_[A-Z_]+)", help_text))
    for name in env:
        if name not in known:
            fail(f"Deployment sets {name}, which arbiterd does not read ({sorted(known)})")

    # arbiterd accepts the values: start it with them (ports replaced by free ones) and stop it.
    run_env = dict(os.environ, **env)
    run_env["ARBITER_LISTEN"] = "127.0.0.1:0"
    run_env["ARBITER_METRICS_LISTEN"] = "127.0.0.1:0"
    if "ARBITER_HEALTH_LISTEN" in env:
        run_env["ARBITER_HEALTH_LISTEN"] = "127.0.0.1:0"
    proc = subprocess.Popen([arbiterd], env=run_env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        for line in proc.stdout:
            if line.startswith("metrics on "):
                break
        else:
            fail("arbiterd did not start with the Deployment's environment: " +
                 proc.stderr.read())
    finally:
        proc.terminate()
        code = proc.wait(timeout=60)
    if code != 0:
        fail(f"arbiterd exited {code} after SIGTERM")

    # Ports.
    listen_port = int(env["ARBITER_LISTEN"].rsplit(":", 1)[1])
    metrics_port = int(env["ARBITER_METRICS_LISTEN"].rsplit(":", 1)[1])
    if ports.get("grpc") != listen_port or ports.get("metrics") != metrics_port:
        fail(f"container ports {ports} differ from ARBITER_LISTEN/ARBITER_METRICS_LISTEN")
    # Probes call the plaintext health-only port when there is one (the gRPC port may be TLS,
    # which native gRPC probes cannot speak), else the gRPC port.
    probe_port = listen_port
    if "ARBITER_HEALTH_LISTEN" in env:
        probe_port = int(env["ARBITER_HEALTH_LISTEN"].rsplit(":", 1)[1])
        if ports.get("health") != probe_port:
            fail(f"container ports {ports} do not declare ARBITER_HEALTH_LISTEN as 'health'")
    for probe in ("readinessProbe", "livenessProbe"):
        if container[probe]["grpc"]["port"] != probe_port:
            fail(f"{probe} does not probe port {probe_port} (health-only or gRPC)")

    # Drain fits in the grace period.
    pre_stop = container.get("lifecycle", {}).get("preStop", {}).get("sleep", {}).get("seconds", 0)
    drain = float(env.get("ARBITER_DRAIN_SECONDS", 10))
    if pod["terminationGracePeriodSeconds"] <= drain + pre_stop:
        fail("terminationGracePeriodSeconds does not outlast preStop + drain")

    if "gateway" in containers:
        check_gateway(containers["gateway"], ports, listen_port, pod)

    # Services, HPA, PDB, PodMonitor point at the Deployment.
    for service in by_kind["Service"]:
        if not service["spec"]["selector"].items() <= labels.items():
            fail(f"Service {service['metadata']['name']} selects no arbiterd pod")
        for p in service["spec"]["ports"]:
            if p["targetPort"] not in ports:
                fail(f"Service {service['metadata']['name']} targets unknown port {p['targetPort']}")
    (hpa,) = by_kind["HorizontalPodAutoscaler"]
    if hpa["spec"]["scaleTargetRef"]["name"] != deployment["metadata"]["name"]:
        fail("HPA scales another Deployment")
    if hpa["spec"]["minReplicas"] > hpa["spec"]["maxReplicas"]:
        fail("HPA minReplicas > maxReplicas")
    (pdb,) = by_kind["PodDisruptionBudget"]
    if pdb["spec"]["minAvailable"] >= hpa["spec"]["minReplicas"]:
        fail("PodDisruptionBudget would block every voluntary eviction at minReplicas")
    (monitor,) = by_kind["PodMonitor"]
    if not monitor["spec"]["selector"]["matchLabels"].items() <= labels.items():
        fail("PodMonitor selects no arbiterd pod")
    for endpoint in monitor["spec"]["podMetricsEndpoints"]:
        if endpoint["port"] not in ports:
            fail(f"PodMonitor scrapes unknown port {endpoint['port']}")
    job = labels.get(monitor["spec"]["jobLabel"])
    if job not in ("arbiter", "arbiterd"):
        fail(f"PodMonitor job {job!r} is not one the alerts select")
    print(f"OK: {len(docs)} objects consistent with {arbiterd}")


def check_gateway(gateway, ports, arbiterd_port, pod):
    env = {e["name"]: e["value"] for e in gateway.get("env", [])}
    own = {p["name"]: p["containerPort"] for p in gateway["ports"]}

    def port_of(name):
        return int(env[name].rsplit(":", 1)[1])

    if own.get("gateway-http") != port_of("GATEWAY_LISTEN"):
        fail(f"gateway ports {own} do not declare GATEWAY_LISTEN as 'gateway-http'")
    if "GATEWAY_GRPC_LISTEN" in env and own.get("gateway-grpc") != port_of("GATEWAY_GRPC_LISTEN"):
        fail(f"gateway ports {own} do not declare GATEWAY_GRPC_LISTEN as 'gateway-grpc'")
    if own.get("gateway-metrics") != port_of("GATEWAY_METRICS_LISTEN"):
        fail(f"gateway ports {own} do not declare GATEWAY_METRICS_LISTEN as 'gateway-metrics'")
    host, upstream_port = env["GATEWAY_UPSTREAM"].rsplit(":", 1)
    if host not in ("127.0.0.1", "localhost") or int(upstream_port) != arbiterd_port:
        fail(f"GATEWAY_UPSTREAM {env['GATEWAY_UPSTREAM']} is not arbiterd's port in the pod")
    for probe, path in (("readinessProbe", "/readyz"), ("livenessProbe", "/healthz")):
        get = gateway[probe]["httpGet"]
        if get["path"] != path or get["port"] not in ("gateway-http", own["gateway-http"]):
            fail(f"gateway {probe} is not GET {path} on its gateway-http port")
    pre_stop = gateway.get("lifecycle", {}).get("preStop", {}).get("sleep", {}).get("seconds", 0)
    if pod["terminationGracePeriodSeconds"] <= float(env.get("GATEWAY_DRAIN_SECONDS", 10)) + pre_stop:
        fail("terminationGracePeriodSeconds does not outlast the gateway's preStop + drain")
    if len(sys.argv) < 5:
        return
    node, main_js = sys.argv[3], sys.argv[4]
    help_text = subprocess.run([node, main_js, "--help"], capture_output=True, text=True,
                               check=True).stdout
    known = set(re.findall(r"\((GATEWAY_[A-Z_]+),", help_text))
    for name in env:
        if name not in known:
            fail(f"gateway container sets {name}, which the gateway does not read ({sorted(known)})")
    run_env = dict(os.environ, **env)
    for name in ("GATEWAY_LISTEN", "GATEWAY_GRPC_LISTEN", "GATEWAY_METRICS_LISTEN"):
        if name in run_env:
            run_env[name] = "127.0.0.1:0"
    run_env["GATEWAY_STATIC_DIR"] = ""
    proc = subprocess.Popen([node, main_js], env=run_env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        for line in proc.stdout:
            if line.startswith("metrics on "):
                break
        else:
            fail("the gateway did not start with its container's environment: " + proc.stderr.read())
    finally:
        proc.terminate()
        code = proc.wait(timeout=60)
    if code != 0:
        fail(f"the gateway exited {code} after SIGTERM")


if __name__ == "__main__":
    main()
